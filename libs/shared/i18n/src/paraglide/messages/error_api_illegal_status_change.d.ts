/**
* | output |
* | --- |
* | "A referral cannot move to that status from where it is now." |
*
* @param {Error_Api_Illegal_Status_ChangeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_illegal_status_change: ((inputs?: Error_Api_Illegal_Status_ChangeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Illegal_Status_ChangeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Illegal_Status_ChangeInputs = {};
