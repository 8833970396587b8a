import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { isValidEmail } from '../../../runtime/validators/isValidEmail';

/**
 * E-mail addresses as chips: typed and added with Enter, comma or leaving the field; an invalid or
 * repeated address stays in the input with its message (the server refuses malformed ones too).
 */
export function EmailChips(props: {
  id: string;
  label: string;
  value: string[];
  onChange(emails: string[]): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const add = (text: string) => {
    const emails = text
      .split(/[,;\s]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    if (!emails.length) return;
    const bad = emails.find((e) => !isValidEmail(e));
    if (bad) return setProblem(`${t('errors.INVALID_EMAIL')}: ${bad}`);
    const repeated = emails.find((e, i) => props.value.includes(e) || emails.indexOf(e) !== i);
    if (repeated) return setProblem(`${t('taskForm.emailRepeated')}: ${repeated}`);
    setProblem(undefined);
    setInput('');
    props.onChange([...props.value, ...emails]);
  };
  const message = problem ?? props.error;
  return (
    <Autocomplete<string, true, false, true>
      id={props.id}
      multiple
      freeSolo
      options={[]}
      value={props.value}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        if (reason === 'reset') return;
        if (/[,;]$/.test(text)) return add(text);
        setInput(text);
        setProblem(undefined);
      }}
      onChange={(_e, next, reason) => {
        if (reason === 'createOption') return add(String(next[next.length - 1] ?? ''));
        props.onChange(next.filter((e) => props.value.includes(e)));
      }}
      renderValue={(emails, getItemProps) =>
        emails.map((email, index) => {
          const { key, ...chip } = getItemProps({ index });
          return <Chip key={key} size="small" label={email} {...chip} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={!!message}
          helperText={message ?? t('taskForm.emailsHelp')}
          onBlur={() => input.trim() && add(input)}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, type: 'email' } }}
        />
      )}
    />
  );
}
