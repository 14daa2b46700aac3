/** Plain text whose paragraphs are separated by blank lines, as `<p>` elements (never HTML). */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {paragraphs.map((paragraph, position) => (
        <p key={position}>{paragraph}</p>
      ))}
    </div>
  );
}
