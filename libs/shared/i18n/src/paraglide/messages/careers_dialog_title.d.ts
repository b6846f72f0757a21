/**
* | output |
* | --- |
* | "Apply: {job}" |
*
* @param {Careers_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_dialog_title: ((inputs: Careers_Dialog_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Dialog_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Dialog_TitleInputs = {
    job: NonNullable<unknown>;
};
