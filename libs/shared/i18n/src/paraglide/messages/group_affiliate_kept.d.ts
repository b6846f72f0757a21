/**
* | output |
* | --- |
* | "Partner code {affiliate} is included with your registration." |
*
* @param {Group_Affiliate_KeptInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_affiliate_kept: ((inputs: Group_Affiliate_KeptInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Affiliate_KeptInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Affiliate_KeptInputs = {
    affiliate: NonNullable<unknown>;
};
