/** Internal result codes carried as `errorCode` in every product API answer (PR-API-4). */
export const ResultCode = {
  Success: 0,
  Unauthorized: 1,
  WrongInputs: 2,
  UnexpectedError: 3,
  DBError: 4,
  CustomError: 5,
  EntityNotFound: 404,
  TooManyRequests: 429,
  InternalServerError: 500,
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];
