/**
* | output |
* | --- |
* | "Loading the registration form..." |
*
* @param {Group_Form_LoadingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_form_loading: ((inputs?: Group_Form_LoadingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Form_LoadingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Form_LoadingInputs = {};
