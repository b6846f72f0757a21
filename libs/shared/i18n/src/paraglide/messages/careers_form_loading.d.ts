/**
* | output |
* | --- |
* | "Loading the application form..." |
*
* @param {Careers_Form_LoadingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_form_loading: ((inputs?: Careers_Form_LoadingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Form_LoadingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Form_LoadingInputs = {};
