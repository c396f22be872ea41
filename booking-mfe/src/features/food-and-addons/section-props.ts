export interface SectionProps {
  open: boolean;
  onToggle: (open: boolean) => void;
  /** Called when the visitor picks an item: the now/later choice then becomes 'now'. */
  onPicked: () => void;
}
