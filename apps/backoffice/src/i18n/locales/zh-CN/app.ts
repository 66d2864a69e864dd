const zhCN = {
  app: {
    title: '友康养老云',
    systemName: '养老云 | 后台管理系统',
  },
  login: {
    heading: '欢迎登录',
    username: '用户名',
    password: '密码',
    captcha: '验证码',
    submit: '登 录',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    captchaRequired: '请输入验证码',
    language: '语言',
  },
};
export default zhCN;
export type Messages = typeof zhCN;
