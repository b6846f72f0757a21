/**
* | output |
* | --- |
* | "Anything else we should know? (optional)" |
*
* @param {Taxinfo_Field_NotesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_notes: ((inputs?: Taxinfo_Field_NotesInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_NotesInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_NotesInputs = {};
