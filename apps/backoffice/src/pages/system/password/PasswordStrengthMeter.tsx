import { Form, Progress, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { STRENGTH_PERCENT, passwordStrength } from './password-strength';

/** How strong the new password looks, as a coloured bar under it. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('system');
  const strength = passwordStrength(password);
  // The theme's status colours: the kit keeps them readable in the light and the dark appearance.
  const { token } = theme.useToken();
  const strengthColour = { weak: token.colorError, medium: token.colorWarning, strong: token.colorSuccess }[
    strength
  ];
  return (
    <Form.Item label={t('password.strength')}>
      <Progress
        percent={STRENGTH_PERCENT[strength]}
        strokeColor={strengthColour}
        format={() => t(`password.${strength}`)}
        aria-label={t('password.strength')}
      />
    </Form.Item>
  );
}
