/**
* | output |
* | --- |
* | "Register for a session" |
*
* @param {Taxschool_Form_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_form_title: ((inputs?: Taxschool_Form_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Form_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Form_TitleInputs = {};
