/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Col_FriendInputs */

const en_referrals_col_friend = /** @type {(inputs: Referrals_Col_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friend Name`)
};

/**
* | output |
* | --- |
* | "Friend Name" |
*
* @param {Referrals_Col_FriendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_col_friend = /** @type {((inputs?: Referrals_Col_FriendInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Col_FriendInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_col_friend(inputs)
});