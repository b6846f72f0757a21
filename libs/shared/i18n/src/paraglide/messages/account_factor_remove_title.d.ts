/**
* | output |
* | --- |
* | "Remove your authenticator app?" |
*
* @param {Account_Factor_Remove_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_factor_remove_title: ((inputs?: Account_Factor_Remove_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Factor_Remove_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Factor_Remove_TitleInputs = {};
