/** Text and background colours a styling rule gives an answer (ruleStyle). */
export interface AnswerColours {
  color?: string;
  background?: string;
}

/**
 * The styles that paint a read-only answer in its styling rule's colours, whatever control shows it:
 * a text input's text and box, the chosen radio or checkbox's label, the selected scale button. Read-only
 * controls are disabled (greyed), so the colours are set on their disabled state as well.
 *
 * @example <Box sx={answerColoursSx({ color: '#c62828' })}>…</Box>
 */
export function answerColoursSx(colours: AnswerColours) {
  const text = colours.color ? { color: colours.color, WebkitTextFillColor: colours.color } : {};
  const box = colours.background ? { backgroundColor: colours.background } : {};
  return {
    '& .MuiInputBase-root, & .MuiInputBase-root.Mui-disabled': box,
    '& .MuiInputBase-input, & .MuiInputBase-input.Mui-disabled': text,
    '& .MuiFormControlLabel-root:has(.Mui-checked)': { ...box, borderRadius: 1, pr: 1 },
    '& .MuiFormControlLabel-root:has(.Mui-checked) .MuiFormControlLabel-label': text,
    '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected.Mui-disabled': {
      ...text,
      ...box,
    },
  };
}
