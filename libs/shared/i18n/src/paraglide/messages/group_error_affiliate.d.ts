/**
* | output |
* | --- |
* | "The partner code in the page address is not valid; open the link you were given again." |
*
* @param {Group_Error_AffiliateInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_error_affiliate: ((inputs?: Group_Error_AffiliateInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Error_AffiliateInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Error_AffiliateInputs = {};
