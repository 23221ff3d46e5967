/** The demo charts' own texts (the series names and labels are the mock's data). */
export const chartTexts = {
  showNumbers: /*i18n*/ { id: 'demo.charts.showNumbers', message: 'Show the numbers' },
  label: /*i18n*/ { id: 'demo.charts.label', message: 'Label' },
  share: /*i18n*/ { id: 'demo.charts.share', message: 'Share' },
  value: /*i18n*/ { id: 'demo.charts.value', message: 'Value' },
  scroll: /*i18n*/ { id: 'demo.charts.scroll', message: '{title} (scrolls sideways)' },
  range: /*i18n*/ { id: 'demo.charts.range', message: 'From {first} to {last}; lowest {low}, highest {high}' },
  empty: /*i18n*/ { id: 'demo.charts.empty', message: 'No numbers to draw.' },
};

/** A message with its values, for `i18n._(withValues(texts.x, { … }))` (the extractor reads the descriptor where it is defined). */
export const withValues = <D extends { id: string; message: string }>(descriptor: D, values: Record<string, unknown>) => ({ ...descriptor, values });
