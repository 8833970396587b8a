import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';

/**
 * The box to write in an approval chat and its "Enviar": Ctrl/⌘+Enter sends, Enter alone starts a new
 * line. `onSend` answers whether the message went (the text is cleared) or not (it stays to send again).
 *
 * @example <ChatComposer onSend={(text) => send(text)} />
 */
export function ChatComposer(props: { onSend(text: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    const message = text.trim();
    if (!message) return;
    setSending(true);
    try {
      if (await props.onSend(message)) setText('');
    } finally {
      setSending(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <TextField
        fullWidth
        multiline
        maxRows={6}
        label={t('approvalPages.message')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <Button
        type="submit"
        variant="contained"
        endIcon={<Send />}
        disabled={sending || !text.trim()}
        sx={{ flexShrink: 0, height: { sm: 56 } }}
      >
        {t('approvalPages.send')}
      </Button>
    </Box>
  );
}
