/**
* | output |
* | --- |
* | "No Social Security or account numbers, please." |
*
* @param {Taxinfo_Hint_NotesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_hint_notes: ((inputs?: Taxinfo_Hint_NotesInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Hint_NotesInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Hint_NotesInputs = {};
