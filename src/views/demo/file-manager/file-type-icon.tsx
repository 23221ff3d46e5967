import type { FileType } from '../../../machines/demo/file-manager/file-manager-api';

/** Each file type's colour: dark enough under white letters (WCAG AA) on light and dark pages. */
const fills: Record<Exclude<FileType, 'folder'>, string> = {
  PDF: '#b91c1c',
  XLS: '#15803d',
  DOC: '#1d4ed8',
  TXT: '#475569',
  JPG: '#b45309',
};

/** A folder, or a page with its type's band and letters (PDF, XLS…). Decorative: the type is also said in words. */
export function FileTypeIcon({ type, size }: { type: FileType; size: number }) {
  if (type === 'folder') {
    return (
      <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-type="folder">
        <path d="M4 12a4 4 0 0 1 4-4h11l4 5h17a4 4 0 0 1 4 4v19a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z" fill="#d97706" />
        <path d="M4 18h40v18a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z" fill="#f59e0b" />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-type={type}>
      <path d="M10 4h20l10 10v28a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="#e2e8f0" stroke="#94a3b8" />
      <path d="M30 4v8a2 2 0 0 0 2 2h8" fill="#cbd5e1" stroke="#94a3b8" />
      <rect x="4" y="24" width="32" height="13" rx="2" fill={fills[type]} />
      <text x="20" y="33.5" textAnchor="middle" fontSize="9" fontWeight="700" fill="#ffffff" fontFamily="system-ui, sans-serif">
        {type}
      </text>
    </svg>
  );
}
