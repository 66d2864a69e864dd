import type { Messages } from '../zh-CN/app';

const en: Messages = {
  app: {
    title: '友康养老云',
    systemName: 'elderly care cloud | back-office management system',
  },
  login: {
    heading: 'Sign in',
    username: 'Username',
    password: 'Password',
    captcha: 'Captcha',
    submit: 'Sign in',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    captchaRequired: 'Please enter the captcha',
    language: 'Language',
  },
};
export default en;
