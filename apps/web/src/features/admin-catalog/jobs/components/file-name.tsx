import { Fragment } from 'react'

/**
 * A file's name that may wrap after its separators (`tgg_export_caepi.zip` as `tgg_` `export_` `caepi.zip`),
 * never inside a word nor before the extension. A narrow cell then grows to the longest piece instead of
 * cutting `registry.zi|p`; the cell's `overflow-wrap: break-word` breaks a piece only wider than the screen.
 */
export function FileName({ name }: { name: string }) {
  const dot = name.lastIndexOf('.')
  const stem = dot > 0 ? name.slice(0, dot) : name
  const pieces = stem.split(/(?<=[_.-])/)
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
      {name.slice(stem.length)}
    </>
  )
}
