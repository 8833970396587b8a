import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';

/** Initials of a name, e.g. "Maria da Silva" -> "MS". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The user's photo (ConsultarFotoPessoa as a blob), or their initials when there is none or it fails.
 * Fetched again when the profile photo changes (photoVersion). `decorative` hides it from assistive
 * technology where the name is written next to it (its initials would otherwise join the button's name),
 * and draws the initials as generated content rather than text: text a button shows counts as part of
 * its visible label, which its spoken name must contain (WCAG 2.5.3), and "DD" is no part of it.
 */
export function UserAvatar(props: { size?: number; decorative?: boolean }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const user = useSession((s) => s.user);
  const photoVersion = useSession((s) => s.photoVersion);
  const [src, setSrc] = useState<string | undefined>(undefined);
  const personId = user?.personId;

  useEffect(() => {
    if (personId === undefined) return;
    let url: string | undefined;
    let alive = true;
    command<Blob>(
      'ConsultarFotoPessoa',
      { ID_PESSOA: personId, rand: Date.now() },
      { responseType: 'blob', silent: true },
    )
      .then((blob) => {
        if (!alive || !(blob instanceof Blob) || !blob.type.startsWith('image/')) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => setSrc(undefined));
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [command, personId, photoVersion]);

  const name = user?.name ?? '';
  const size = props.size ?? 36;
  const initials = initialsOf(name);
  return (
    <Avatar
      src={src}
      alt={t('userMenu.avatar', { name })}
      aria-hidden={props.decorative || undefined}
      sx={{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size * 0.42 }}
    >
      {props.decorative ? (
        <Box component="span" sx={{ '&::before': { content: JSON.stringify(initials) } }} />
      ) : (
        initials
      )}
    </Avatar>
  );
}
