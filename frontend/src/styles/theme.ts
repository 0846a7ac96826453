/** One design language for the whole app: every styled component reads from here. */
export const theme = {
  colors: {
    brand: '#0f3d4a',
    brandStrong: '#0a2a33',
    brandSoft: '#e3eef0',
    brandTint: '#f0f6f7',
    accent: '#e0962b',
    // Text-safe amber: 5.9:1 on white, 5.2:1 on accentSoft (WCAG AA); the old #b8741a was 3.4:1.
    accentStrong: '#8a5a14',
    accentSoft: '#fbf0de',
    bg: '#f7f5f0',
    surface: '#ffffff',
    surfaceMuted: '#f2efe8',
    text: '#17232b',
    textMuted: '#55636d',
    // 5.5:1 on white, 4.8:1 on surfaceMuted (was #7b8891, 3.6:1).
    textSubtle: '#5f6b73',
    border: '#e4dfd5',
    borderStrong: '#cfc8ba',
    // 6.1:1 on successSoft: the Verified badge (was #2f7d57, 4.35:1).
    success: '#236445',
    successSoft: '#e3f3ea',
    danger: '#b42a2a',
    dangerSoft: '#fbe9e9',
    star: '#f2b01e',
    focus: '#2b7fd6',
    // Links in user text: 6.4:1 on white, 5.6:1 on successSoft (the focus blue is 3.6:1 there).
    link: '#1f5fa8',
    white: '#ffffff',
  },
  fonts: {
    body: "'Inter Variable', 'Inter', 'Inter Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.375rem',
    '5xl': '3.25rem',
  },
  lineHeights: { tight: 1.15, snug: 1.3, body: 1.6 },
  space: (n: number) => `${n * 0.25}rem`,
  radii: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  shadows: {
    xs: '0 1px 2px rgba(16, 37, 45, 0.06)',
    sm: '0 1px 3px rgba(16, 37, 45, 0.08), 0 1px 2px rgba(16, 37, 45, 0.04)',
    md: '0 6px 16px -4px rgba(16, 37, 45, 0.12), 0 2px 6px rgba(16, 37, 45, 0.05)',
    lg: '0 18px 40px -12px rgba(16, 37, 45, 0.22)',
    focus: '0 0 0 3px rgba(43, 127, 214, 0.45)',
  },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1200px' },
  layout: { maxWidth: '1200px', topBarHeight: '68px' },
  z: { topBar: 40, menu: 45, dialog: 60, toast: 80 },
} as const;

export type AppTheme = typeof theme;

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  belowMd: `@media (max-width: 767.98px)`,
};
