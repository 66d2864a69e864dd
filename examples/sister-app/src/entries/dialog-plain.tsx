import { Modal } from 'antd';
import { ContactForm } from './contact-form';
import { mount } from './mount';

mount(
  <Modal open title="编辑联系人" footer={null}>
    <ContactForm />
  </Modal>,
);
