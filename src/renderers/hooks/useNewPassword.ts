import { useState } from 'react';
import { checkNewPassword } from '../../runtime/validators/checkNewPassword';

/**
 * The state behind NewPasswordFields: the pair, its problems and the props to spread on the fields. An
 * `optional` pair (editing someone who already has a password) has no problems while both are empty.
 *
 * @example
 * const pair = useNewPassword();
 * <NewPasswordFields labels={labels} {...pair.fields} showProblems={tried} />
 */
export function useNewPassword(optional = false) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const problems = !optional || password || confirmation ? checkNewPassword(password, confirmation) : {};
  const clear = () => {
    setPassword('');
    setConfirmation('');
  };
  return {
    password,
    confirmation,
    problems,
    valid: !Object.keys(problems).length,
    clear,
    fields: { password, confirmation, onPassword: setPassword, onConfirmation: setConfirmation, problems },
  };
}
