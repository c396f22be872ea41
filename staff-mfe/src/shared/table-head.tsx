import type { ReactNode } from 'react';

/** A column's heading: its words, or its words and the class that aligns it (an amount's, to the right). */
export type ColumnHead = string | { label: ReactNode; className?: string };

/** A staff table's row of column headings. */
export function TableHead({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) =>
          typeof column === 'string' ? (
            <th key={index} scope="col">
              {column}
            </th>
          ) : (
            <th key={index} scope="col" className={column.className}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
