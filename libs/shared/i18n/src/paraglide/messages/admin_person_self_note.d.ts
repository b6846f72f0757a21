/**
* | output |
* | --- |
* | "This is you: another staff member has to remove your role." |
*
* @param {Admin_Person_Self_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_self_note: ((inputs?: Admin_Person_Self_NoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_Self_NoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_Self_NoteInputs = {};
