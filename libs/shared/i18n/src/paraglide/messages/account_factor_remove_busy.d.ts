/**
* | output |
* | --- |
* | "Removing..." |
*
* @param {Account_Factor_Remove_BusyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_factor_remove_busy: ((inputs?: Account_Factor_Remove_BusyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Factor_Remove_BusyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Factor_Remove_BusyInputs = {};
