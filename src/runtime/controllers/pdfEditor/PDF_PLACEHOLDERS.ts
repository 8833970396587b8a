const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/**
 * Neutral pictures the PDF editor's canvas shows where a document would have its own: photos and the
 * layout's images (a grey frame with a mountain), the company's logo, a drawn signature. Data URIs: the
 * canvas loads nothing from the network.
 *
 * @example PDF_PLACEHOLDERS.photo.startsWith('data:image/svg+xml,') // true
 */
export const PDF_PLACEHOLDERS = {
  photo: svg(
    160,
    120,
    '<rect width="160" height="120" fill="#eceff1"/><path d="M20 100l38-46 26 30 18-20 38 36z" fill="#b0bec5"/><circle cx="118" cy="36" r="12" fill="#cfd8dc"/>',
  ),
  logo: svg(
    120,
    48,
    '<rect width="120" height="48" rx="6" fill="#eceff1"/><circle cx="24" cy="24" r="12" fill="#b0bec5"/><rect x="44" y="16" width="60" height="6" rx="3" fill="#b0bec5"/><rect x="44" y="28" width="40" height="5" rx="2.5" fill="#cfd8dc"/>',
  ),
  signature: svg(
    200,
    60,
    '<path d="M10 45c20-30 30-30 28-8s14-26 24-18-4 24 10 16 18-22 30-14 6 18 22 10 20-12 30-6 20 4 36 0" fill="none" stroke="#455a64" stroke-width="2.5" stroke-linecap="round"/>',
  ),
} as const;
