import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type { FormGroup } from '../../../runtime/forms/FormModel';
import { useFieldSnapshot } from './useFieldSnapshot';

/** About one field's height, so the page is as long as the drawn form will be (the scrollbar is right). */
const FIELD_HEIGHT = 88;

/**
 * Stands in for a group not drawn yet: its size, empty, and asks for the group to be drawn as soon as it
 * comes near the screen (one screen ahead). A group its rules hide takes no space, as it would drawn.
 */
export function GroupPlaceholder(props: {
  group: FormGroup;
  index: number;
  onNear: (index: number) => void;
}) {
  const { group, index, onNear } = props;
  const { visible } = useFieldSnapshot(group.id);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onNear(index);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNear, index]);
  if (!visible) return null;
  return <Box ref={box} aria-hidden sx={{ height: 64 + group.fields.length * FIELD_HEIGHT }} />;
}
