/**
* | output |
* | --- |
* | "Edit {section}" |
*
* @param {Taxinfo_EditInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_edit: ((inputs: Taxinfo_EditInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_EditInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_EditInputs = {
    section: NonNullable<unknown>;
};
