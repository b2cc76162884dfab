import { Fragment } from 'react';
import { countRuns } from '../lib/counts';

/**
 * Text (from the API, or a document) with each "count unit" ("6.000 kim cương", "3 ngày") kept on one
 * line by a `nowrap` span: its characters, and so what is read, found and copied, stay as written.
 */
export function KeptCounts({ text }: { text: string }) {
  return (
    <>
      {countRuns(text).map((run, index) =>
        run.count ? (
          <span key={index} className="nowrap">
            {run.text}
          </span>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
