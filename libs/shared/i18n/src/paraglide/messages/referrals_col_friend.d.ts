/**
* | output |
* | --- |
* | "Friend Name" |
*
* @param {Referrals_Col_FriendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_col_friend: ((inputs?: Referrals_Col_FriendInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Col_FriendInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Col_FriendInputs = {};
