import { Fragment } from 'react';

/**
 * Spreadsheet names are long runs without spaces ('bill_clinica_del_valle_octubre.xlsx'). They
 * may wrap after '_', '-' or '.', so a narrow column breaks them between words, not mid-word.
 */
export function FileName({ name }: { name: string }) {
  const parts = name.split(/(?<=[_.-])/);
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
