import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { Level } from '../../../runtime/access/Level';

/** The choices of a functionality: Editor / View / No access, or Enable / Disable for toggles. */
const CHOICES: Record<'levels' | 'toggle', Array<{ level: Level; label: string }>> = {
  levels: [
    { level: 'EDIT', label: 'permissions.levelEdit' },
    { level: 'VIEW', label: 'permissions.levelView' },
    { level: 'DISABLE', label: 'permissions.levelNone' },
  ],
  toggle: [
    { level: 'EDIT', label: 'permissions.levelEnable' },
    { level: 'DISABLE', label: 'permissions.levelDisable' },
  ],
};

/** One functionality's level as a labelled radio group (a fieldset named after the permission category). */
export function LevelChoice(props: {
  label: string;
  value: Level;
  toggle?: boolean;
  disabled?: boolean;
  /** Levels above this are not offered (the plan's ceiling). */
  max?: Level;
  onChange: (level: Level) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const rank = { DISABLE: 0, VIEW: 1, EDIT: 2 };
  const choices = CHOICES[props.toggle ? 'toggle' : 'levels'];
  const value = props.toggle && props.value === 'VIEW' ? 'EDIT' : props.value;
  return (
    <FormControl
      component="fieldset"
      disabled={props.disabled}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        justifyContent: 'space-between',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <FormLabel component="legend" id={id} sx={{ float: 'left', fontWeight: 600, color: 'text.primary' }}>
        {props.label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={value}
        onChange={(e) => props.onChange(e.target.value as Level)}
      >
        {choices.map((c) => (
          <FormControlLabel
            key={c.level}
            value={c.level}
            control={<Radio size="small" />}
            label={t(c.label)}
            disabled={props.disabled || (props.max !== undefined && rank[c.level] > rank[props.max])}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
