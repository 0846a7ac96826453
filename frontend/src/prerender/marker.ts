/** `<div id="root" data-prerendered="landing">`: the HTML holds the visitor's landing, to be hydrated. */
export const PRERENDERED_LANDING = 'landing';
