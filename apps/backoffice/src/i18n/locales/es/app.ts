import type { Messages } from '../zh-CN/app';

const es: Messages = {
  app: {
    title: '友康养老云',
    systemName: 'nube de atención a mayores | sistema de gestión administrativa',
  },
  login: {
    heading: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    captcha: 'Código de verificación',
    submit: 'Entrar',
    usernameRequired: 'Introduzca su usuario',
    passwordRequired: 'Introduzca su contraseña',
    captchaRequired: 'Introduzca el código de verificación',
    language: 'Idioma',
  },
};
export default es;
