/**
* | output |
* | --- |
* | "Cover note (optional)" |
*
* @param {Careers_Field_Cover_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_field_cover_note: ((inputs?: Careers_Field_Cover_NoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Field_Cover_NoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Field_Cover_NoteInputs = {};
