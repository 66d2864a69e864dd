// A plain antd app that takes only DraggableDialog from the kit (scripts/sister-app-entry-costs.mjs
// weighs it against dialog-plain.tsx, the same screen with antd's Modal).
import { DraggableDialog } from '@eldercare/admin-kit';
import { ContactForm } from './contact-form';
import { mount } from './mount';

mount(
  <DraggableDialog open title="编辑联系人" footer={null}>
    <ContactForm />
  </DraggableDialog>,
);
