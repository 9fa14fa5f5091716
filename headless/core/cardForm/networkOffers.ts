/** PC-CARDFORM-7: enrollment to network offers applies only when the option is set and the card is not mastercard. */
export function enrollsInNetworkOffers(optionSet: boolean, network: string | null): boolean {
  return optionSet && network !== null && network !== 'mastercard';
}
