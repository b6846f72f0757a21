/**
* | output |
* | --- |
* | "Close" |
*
* @param {Careers_Dialog_CloseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_dialog_close: ((inputs?: Careers_Dialog_CloseInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Dialog_CloseInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Dialog_CloseInputs = {};
