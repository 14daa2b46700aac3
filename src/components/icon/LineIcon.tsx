import type { ReactNode } from 'react';

export interface LineIconProps {
  /** Given, the icon is an image with this text alternative; else it is decorative. */
  label?: string;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
  /** The icon's paths and circles, drawn with the current text color. */
  children: ReactNode;
}

/**
 * The app's small line icons, drawn on a 24-unit grid with round ends. Decorative by default:
 * the text beside them, a label or a message tells the same to assistive technologies.
 */
export function LineIcon({ label, size = 20, className, children }: LineIconProps) {
  const a11y = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true as const, focusable: false as const };
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
    >
      {children}
    </svg>
  );
}
