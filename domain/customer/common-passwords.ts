/**
 * Passwords people choose most, refused at sign-up and reset (NIST SP 800-63B: check against a
 * list of commonly used or compromised values). Source: SecLists,
 * Passwords/Common-Credentials/10k-most-common.txt (https://github.com/danielmiessler/SecLists,
 * MIT licence), the entries of 8 or more characters among its most common, in the list's order,
 * without the vulgar ones; shorter entries are refused by the length rule anyway.
 * Lower case: the check compares case-insensitively, so `Password1` counts as `password1`.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  'password', '12345678', 'baseball', 'football', 'jennifer', 'superman', 'trustno1', 'michelle', 'sunshine', '123456789',
  'starwars', 'computer', 'corvette', 'princess', 'iloveyou', 'maverick', 'samantha', 'steelers', 'whatever', 'hardcore',
  'internet', 'mercedes', 'bigdaddy', 'midnight', '11111111', 'marlboro', 'victoria', 'startrek', 'liverpoo', 'danielle',
  'redskins', 'mountain', 'xxxxxxxx', '88888888', 'nicholas', 'metallic', 'qwertyui', 'dolphins', 'cocacola', 'rush2112',
  'jonathan', 'scorpion', 'asdfasdf', 'godzilla', 'williams', 'lifehack', 'platinum', '69696969', 'jordan23', 'elephant',
  'airborne', 'explorer', 'christin', 'december', 'benjamin', 'brooklyn', 'redwings', 'michigan', '87654321', 'guinness',
  'snowball', 'alexande', 'passw0rd', 'lasvegas', 'slipknot', 'kimberly', '1q2w3e4r', 'carolina', 'colorado', 'creative',
  'darkness', 'asdfghjk', 'poohbear', 'nintendo', 'november', 'password1', 'lacrosse', 'paradise', 'maryjane', 'spitfire',
  'anderson', 'cherokee', 'drowssap', '1qaz2wsx', 'caroline', 'franklin', 'snickers', 'courtney', 'westside', 'patricia',
  'semperfi', 'freeuser', 'babygirl', 'champion', 'softball', 'security', 'wildcats', 'veronica', 'abcd1234', 'wolverin',
  'remember', 'freepass', 'pearljam', 'peekaboo', 'budlight', 'electric', 'stargate', 'brittany', 'swimming', 'scotland',
  'swordfis', 'blink182', 'virginia', 'passport', 'aaaaaaaa', 'rolltide', 'bulldogs', 'liverpool', 'chevelle', 'mitchell',
  'spiderma', 'patriots', 'cardinal', 'kawasaki', 'ncc1701d', 'airplane', 'elizabet', 'wolfpack', 'lawrence', 'american',
  'stingray', 'simpsons', 'testtest', 'michael1', 'pakistan', 'infinity', 'letmein1', 'hercules', 'billybob', 'pavilion',
  'changeme', 'darkside', 'zeppelin', 'darkstar', 'qwerty12', 'bobafett', 'business', 'sterling', 'babydoll', 'cheyenne',
  'longhorn', 'presario', 'mustang1', '21122112', 'q1w2e3r4', '12341234', 'devildog', 'bluebird', 'metallica', 'access14',
  'enterpri', 'blizzard', 'asdf1234', 'harrison', 'thailand', '1234567890', 'cadillac', 'lonewolf', '12121212', 'fireball',
  'precious', 'engineer', 'basketba', 'valentin', 'morpheus', 'hotstuff', 'goldberg', 'wrinkle1', 'consumer', 'serenity',
  '99999999', 'chocolat', 'christia', 'birthday', 'stephani', '1234qwer', '98765432', '77777777', 'highland', 'seminole',
  'airforce', 'abcdefgh', 'icecream', 'pleasure', 'juventus', 'ncc1701e', '51505150', 'cavalier', 'aardvark', 'babylon5',
  'savannah', 'yankees1', 'fredfred', 'concrete', 'shamrock', 'atlantis', 'wordpass', 'marathon', 'jessica1', 'diamonds',
  'stallion', 'letmein2', 'hollywoo', 'hello123', 'sweetpea', 'stocking', 'campbell', 'christop', 'rockstar', 'geronimo',
  'chandler', 'lovelove', 'greenday', '987654321', 'trombone', 'qwertyuiop', 'asdfghjkl', '13131313', 'password2', '1qazxsw2',
  'passwort', '11223344', '66666666', '22222222', 'welcome1', 'test1234', 'pass1234', 'qwer1234', 'iloveyou1', 'zaq12wsx',
  'basketball', 'sexygirl', 'passwords', 'pa55word', 'pa55w0rd', 'qwerasdf', 'passpass', '12qwaszx', 'iloveyou2', '1a2b3c4d',
];
