/**
* | output |
* | --- |
* | "Yes, remove it" |
*
* @param {Account_Factor_Remove_YesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_factor_remove_yes: ((inputs?: Account_Factor_Remove_YesInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Factor_Remove_YesInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Factor_Remove_YesInputs = {};
