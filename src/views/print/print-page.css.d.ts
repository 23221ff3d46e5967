// print-page.css is plain CSS (its @page rules cannot be written with vanilla-extract), imported for its side effect.
export {};
