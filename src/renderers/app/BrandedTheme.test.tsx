import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../testing/fixtureUser';
import { renderWithRuntime } from '../testing/renderWithRuntime';
import { BrandedTheme } from './BrandedTheme';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <Button variant="contained">
      {theme.palette.primary.main} {theme.shape.borderRadius}
    </Button>
  );
}

describe('BrandedTheme', () => {
  it("gives MUI components Campo's theme, then the company's brand colour once the user has one", () => {
    const { runtime } = renderWithRuntime(
      <BrandedTheme>
        <ThemeProbe />
      </BrandedTheme>,
    );
    expect(screen.getByRole('button').textContent).toBe('#00796b 12');
    expect(getComputedStyle(screen.getByRole('button')).textTransform).toBe('none');
    act(() =>
      runtime.session.setState({
        user: { ...fixtureUser, companyCustomization: '{"primaryColor":"#1565c0"}' },
      }),
    );
    expect(screen.getByRole('button').textContent).toBe('#1565c0 12');
  });
});
