import { useTranslation } from '../hooks/useTranslation';
import type { NewPasswordProblems } from '../../runtime/validators/checkNewPassword';
import { PasswordField } from './PasswordField';

/**
 * New password + confirmation, with the strict rule as helper text. Problems show only after the first
 * submit attempt (`showProblems`), so the user is not scolded while typing.
 */
export function NewPasswordFields(props: {
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  problems: NewPasswordProblems;
  showProblems: boolean;
}) {
  const { t } = useTranslation();
  const { problems, showProblems } = props;
  return (
    <>
      <PasswordField
        label={props.labels.password}
        name="new-password"
        autoComplete="new-password"
        required
        value={props.password}
        onChange={(e) => props.onPassword(e.target.value)}
        error={showProblems && !!problems.password}
        helperText={
          showProblems && problems.password ? t(`errors.${problems.password}`) : t('auth.passwordHint')
        }
      />
      <PasswordField
        label={props.labels.confirmation}
        name="confirm-password"
        autoComplete="new-password"
        required
        value={props.confirmation}
        onChange={(e) => props.onConfirmation(e.target.value)}
        error={showProblems && !!problems.confirmation}
        helperText={showProblems && problems.confirmation ? t(`errors.${problems.confirmation}`) : undefined}
      />
    </>
  );
}
