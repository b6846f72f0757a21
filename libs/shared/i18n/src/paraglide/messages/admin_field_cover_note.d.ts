/**
* | output |
* | --- |
* | "Cover note" |
*
* @param {Admin_Field_Cover_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_cover_note: ((inputs?: Admin_Field_Cover_NoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_Cover_NoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_Cover_NoteInputs = {};
