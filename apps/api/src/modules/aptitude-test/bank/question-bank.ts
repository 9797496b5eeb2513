export type QuestionGroup = 'numerical' | 'trueFalse' | 'pattern' | 'computing' | 'logic';

export interface BankQuestion {
  /** One of the spec's answer slots: 'one' … 'fiftyFive', never 'fortyTwo'. */
  id: string;
  group: QuestionGroup;
  question: string;
  /** 'no image', or the file name of an SVG in this folder's images/ (e.g. 'pattern-1.svg'). */
  image: string;
  /**
   * With an image: what it shows, in words enough to answer the question without seeing it (the
   * picture's alternative text, and its SVG title).
   */
  imageDescription?: string;
  options: string[];
  answer: string;
}

const NO_IMAGE = 'no image';

/**
 * The aptitude test's question bank: 22 numerical, 5 true/false, 3 pattern, 10 computing and
 * 14 logic questions, written for this school. Every key has been worked out by hand twice.
 */
export const questionBank: readonly BankQuestion[] = [
  // Numerical (22)
  {
    id: 'one',
    group: 'numerical',
    question: 'Chidi buys 3 notebooks at ₦450 each and one pen at ₦250. How much does he spend in total?',
    image: NO_IMAGE,
    options: ['₦1,350', '₦1,600', '₦1,700', '₦1,850'],
    answer: '₦1,600',
  },
  {
    id: 'two',
    group: 'numerical',
    question: 'A shirt that normally costs ₦8,000 is sold at a 15% discount. What is the sale price?',
    image: NO_IMAGE,
    options: ['₦6,500', '₦7,200', '₦6,800', '₦1,200'],
    answer: '₦6,800',
  },
  {
    id: 'three',
    group: 'numerical',
    question: 'Amina and Tunde share ₦24,000 in the ratio 5 : 3. How much does Amina receive?',
    image: NO_IMAGE,
    options: ['₦15,000', '₦9,000', '₦14,400', '₦16,000'],
    answer: '₦15,000',
  },
  {
    id: 'four',
    group: 'numerical',
    question: 'Solve for x: 3x + 7 = 34.',
    image: NO_IMAGE,
    options: ['8', '11', '27', '9'],
    answer: '9',
  },
  {
    id: 'five',
    group: 'numerical',
    question: 'What number comes next in the series? 2, 6, 12, 20, 30, ?',
    image: NO_IMAGE,
    options: ['40', '42', '36', '44'],
    answer: '42',
  },
  {
    id: 'six',
    group: 'numerical',
    question:
      'The average of five numbers is 18. Four of the numbers are 12, 20, 15 and 22. What is the fifth number?',
    image: NO_IMAGE,
    options: ['18', '19', '21', '23'],
    answer: '21',
  },
  {
    id: 'seven',
    group: 'numerical',
    question:
      'A bus leaves Lagos at 7:30 a.m. and travels 240 km at an average speed of 60 km per hour. At what time does it arrive?',
    image: NO_IMAGE,
    options: ['10:30 a.m.', '11:00 a.m.', '11:30 a.m.', '12:30 p.m.'],
    answer: '11:30 a.m.',
  },
  {
    id: 'eight',
    group: 'numerical',
    question:
      'Ngozi can paint a room alone in 6 hours. Emeka can paint the same room alone in 3 hours. How long will they take if they work together at the same rates?',
    image: NO_IMAGE,
    options: ['2 hours', '3 hours', '4.5 hours', '9 hours'],
    answer: '2 hours',
  },
  {
    id: 'nine',
    group: 'numerical',
    question:
      "A trader's monthly shop rent rises from ₦40,000 to ₦46,000. By what percentage has the rent increased?",
    image: NO_IMAGE,
    options: ['6%', '12%', '13%', '15%'],
    answer: '15%',
  },
  {
    id: 'ten',
    group: 'numerical',
    question:
      'Bola saves ₦50,000 in an account that pays simple interest of 8% per year. How much interest does she earn in 3 years?',
    image: NO_IMAGE,
    options: ['₦4,000', '₦12,000', '₦24,000', '₦62,000'],
    answer: '₦12,000',
  },
  {
    id: 'eleven',
    group: 'numerical',
    question: 'What is 3/4 of 2/3 of 360?',
    image: NO_IMAGE,
    options: ['160', '180', '240', '270'],
    answer: '180',
  },
  {
    id: 'twelve',
    group: 'numerical',
    question:
      'A 50 kg bag of rice costs ₦75,000. At the same price per kilogram, how much do 8 kg of rice cost?',
    image: NO_IMAGE,
    options: ['₦9,375', '₦10,500', '₦12,000', '₦15,000'],
    answer: '₦12,000',
  },
  {
    id: 'thirteen',
    group: 'numerical',
    question: 'What number comes next in the series? 3, 7, 15, 31, ?',
    image: NO_IMAGE,
    options: ['47', '62', '63', '64'],
    answer: '63',
  },
  {
    id: 'fourteen',
    group: 'numerical',
    question: 'If 2(x − 4) = x + 5, what is the value of x?',
    image: NO_IMAGE,
    options: ['1', '3', '9', '13'],
    answer: '13',
  },
  {
    id: 'fifteen',
    group: 'numerical',
    question:
      'Tunde buys a phone for ₦60,000 and sells it for ₦72,000. What is his profit as a percentage of the price he paid?',
    image: NO_IMAGE,
    options: ['12%', '16.7%', '20%', '25%'],
    answer: '20%',
  },
  {
    id: 'sixteen',
    group: 'numerical',
    question:
      'Kemi is 4 times as old as her son. In 20 years she will be twice as old as her son. How old is Kemi now?',
    image: NO_IMAGE,
    options: ['10', '30', '40', '50'],
    answer: '40',
  },
  {
    id: 'seventeen',
    group: 'numerical',
    question: 'A car travels at a steady 72 km per hour. How many metres does it travel in one second?',
    image: NO_IMAGE,
    options: ['7.2 m', '12 m', '20 m', '72 m'],
    answer: '20 m',
  },
  {
    id: 'eighteen',
    group: 'numerical',
    question:
      'In a class test, 10 boys scored an average of 60 marks and 15 girls scored an average of 70 marks. What was the average mark for the whole class?',
    image: NO_IMAGE,
    options: ['64', '65', '66', '68'],
    answer: '66',
  },
  {
    id: 'nineteen',
    group: 'numerical',
    question:
      'A cook mixes rice and beans in the ratio 3 : 2. If she uses 12 cups of rice, how many cups of beans does she use?',
    image: NO_IMAGE,
    options: ['6', '8', '10', '18'],
    answer: '8',
  },
  {
    id: 'twenty',
    group: 'numerical',
    question:
      'Ifeoma buys 2 kg of tomatoes at ₦1,200 per kg and 3 loaves of bread at ₦900 each. She pays with a ₦10,000 note. How much change should she receive?',
    image: NO_IMAGE,
    options: ['₦3,900', '₦4,900', '₦5,100', '₦5,900'],
    answer: '₦4,900',
  },
  {
    id: 'twentyOne',
    group: 'numerical',
    question:
      '6 workers can build a wall in 10 days. Working at the same rate, how many days would 15 workers take to build the same wall?',
    image: NO_IMAGE,
    options: ['4 days', '5 days', '6 days', '25 days'],
    answer: '4 days',
  },
  {
    id: 'twentyTwo',
    group: 'numerical',
    question:
      'The price of a bag is increased by 20%. Later, the new price is reduced by 20%. How does the final price compare with the original price?',
    image: NO_IMAGE,
    options: ['It is the same', 'It is 4% lower', 'It is 4% higher', 'It is 2% lower'],
    answer: 'It is 4% lower',
  },

  // True or false (5)
  {
    id: 'twentyThree',
    group: 'trueFalse',
    question: 'True or false: 91 is a prime number.',
    image: NO_IMAGE,
    options: ['True', 'False'],
    answer: 'False',
  },
  {
    id: 'twentyFour',
    group: 'trueFalse',
    question: 'True or false: 25% of 80 is equal to 80% of 25.',
    image: NO_IMAGE,
    options: ['True', 'False'],
    answer: 'True',
  },
  {
    id: 'twentyFive',
    group: 'trueFalse',
    question: 'True or false: if today is Wednesday, then the day 10 days from today is a Friday.',
    image: NO_IMAGE,
    options: ['True', 'False'],
    answer: 'False',
  },
  {
    id: 'twentySix',
    group: 'trueFalse',
    question:
      'True or false: every whole number that can be divided exactly by 6 can also be divided exactly by 3.',
    image: NO_IMAGE,
    options: ['True', 'False'],
    answer: 'True',
  },
  {
    id: 'twentySeven',
    group: 'trueFalse',
    question:
      'True or false: if every square is a rectangle, and a certain shape is not a rectangle, then that shape is not a square.',
    image: NO_IMAGE,
    options: ['True', 'False'],
    answer: 'True',
  },

  // Pattern (3)
  {
    id: 'twentyEight',
    group: 'pattern',
    question:
      'Look at the row of boxes. The shapes and dots change by the same rule from box to box. What belongs in the box with the question mark?',
    image: 'pattern-1.svg',
    imageDescription:
      'Pattern puzzle: a row of four boxes. Box 1 holds a triangle with 1 dot inside. Box 2 holds a square with 2 dots inside. Box 3 holds a pentagon with 3 dots inside. Box 4 holds a question mark.',
    options: [
      'A hexagon with 3 dots',
      'A hexagon with 4 dots',
      'A pentagon with 4 dots',
      'A square with 4 dots',
    ],
    answer: 'A hexagon with 4 dots',
  },
  {
    id: 'twentyNine',
    group: 'pattern',
    question:
      'The arrow turns by the same amount from one box to the next. Which arrow belongs in the box with the question mark?',
    image: 'pattern-2.svg',
    imageDescription:
      'Pattern puzzle: a row of five boxes, each turning an arrow by the same amount. Box 1: the arrow points up. Box 2: it points up and to the right. Box 3: it points right. Box 4: it points down and to the right. Box 5 holds a question mark.',
    options: [
      'An arrow pointing left',
      'An arrow pointing down',
      'An arrow pointing up',
      'An arrow pointing down and to the left',
    ],
    answer: 'An arrow pointing down',
  },
  {
    id: 'thirty',
    group: 'pattern',
    question: 'Look at the 3 by 3 grid. Which figure belongs in the place of the question mark?',
    image: 'pattern-3.svg',
    imageDescription:
      'Pattern puzzle: a 3 by 3 grid. Top row: an empty circle, an empty square, an empty triangle. Middle row: a square, a triangle and a circle, each with 1 dot inside. Bottom row: a triangle with 2 dots, a circle with 2 dots, and a question mark.',
    options: [
      'A circle with 2 dots',
      'A square with 1 dot',
      'A square with 2 dots',
      'A triangle with 2 dots',
    ],
    answer: 'A square with 2 dots',
  },

  // Computing (10)
  {
    id: 'thirtyOne',
    group: 'computing',
    question: 'What is the binary number 1011 written as an ordinary (decimal) number?',
    image: NO_IMAGE,
    options: ['3', '9', '11', '13'],
    answer: '11',
  },
  {
    id: 'thirtyTwo',
    group: 'computing',
    question:
      'Each video clip is 3 MB in size. How many such clips can be stored on a 1.5 GB flash drive? (Take 1 GB = 1,000 MB.)',
    image: NO_IMAGE,
    options: ['50', '200', '500', '5,000'],
    answer: '500',
  },
  {
    id: 'thirtyThree',
    group: 'computing',
    question: 'In a computer program, what does a loop do?',
    image: NO_IMAGE,
    options: [
      'It repeats a set of instructions',
      'It stores a single value',
      'It connects the computer to the internet',
      'It deletes unused files',
    ],
    answer: 'It repeats a set of instructions',
  },
  {
    id: 'thirtyFour',
    group: 'computing',
    question: 'In programming, what is a variable?',
    image: NO_IMAGE,
    options: [
      'A named place that holds a value, which can change while the program runs',
      'A mistake in the code that stops the program',
      'A type of computer virus',
      'A cable that joins two computers',
    ],
    answer: 'A named place that holds a value, which can change while the program runs',
  },
  {
    id: 'thirtyFive',
    group: 'computing',
    question: 'What is an algorithm?',
    image: NO_IMAGE,
    options: [
      'A type of computer screen',
      'A step-by-step set of instructions for solving a problem',
      'A device for storing photos',
      'A shortcut key on the keyboard',
    ],
    answer: 'A step-by-step set of instructions for solving a problem',
  },
  {
    id: 'thirtySix',
    group: 'computing',
    question: 'What is an IP address?',
    image: NO_IMAGE,
    options: [
      'The password of a Wi-Fi router',
      'The street address of a computer shop',
      'A number that identifies a device on a network',
      'The name of a web browser',
    ],
    answer: 'A number that identifies a device on a network',
  },
  {
    id: 'thirtySeven',
    group: 'computing',
    question:
      'Read this pseudocode: "Set x to 2. Repeat 3 times: set x to x × 2. Then print x." What is printed?',
    image: NO_IMAGE,
    options: ['6', '8', '16', '32'],
    answer: '16',
  },
  {
    id: 'thirtyEight',
    group: 'computing',
    question:
      'Read this pseudocode: "Set total to 0. For each number n from 1 to 4: set total to total + n. Then print total." What is printed?',
    image: NO_IMAGE,
    options: ['4', '9', '10', '24'],
    answer: '10',
  },
  {
    id: 'thirtyNine',
    group: 'computing',
    question: 'Which kind of computer storage loses its contents when the computer is switched off?',
    image: NO_IMAGE,
    options: ['RAM (main memory)', 'Hard disk drive', 'USB flash drive', 'Solid-state drive (SSD)'],
    answer: 'RAM (main memory)',
  },
  {
    id: 'forty',
    group: 'computing',
    question: 'How many different values can be represented with 8 bits?',
    image: NO_IMAGE,
    options: ['8', '64', '255', '256'],
    answer: '256',
  },

  // Logic (14)
  {
    id: 'fortyOne',
    group: 'logic',
    question:
      'All the tailors in a market own a sewing machine. Bisi is a tailor in that market. Which statement must be true?',
    image: NO_IMAGE,
    options: [
      'Bisi owns a sewing machine',
      'Everyone who owns a sewing machine is a tailor',
      'Bisi sells sewing machines',
      'Bisi owns two sewing machines',
    ],
    answer: 'Bisi owns a sewing machine',
  },
  {
    id: 'fortyThree',
    group: 'logic',
    question: 'All roses are flowers. Some flowers fade quickly. Which conclusion must be true?',
    image: NO_IMAGE,
    options: [
      'Some roses fade quickly',
      'All roses fade quickly',
      'No roses fade quickly',
      'None of these conclusions must be true',
    ],
    answer: 'None of these conclusions must be true',
  },
  {
    id: 'fortyFour',
    group: 'logic',
    question:
      'Ada is taller than Bayo. Chidi is shorter than Bayo. Dayo is taller than Ada. Who is the shortest?',
    image: NO_IMAGE,
    options: ['Ada', 'Bayo', 'Chidi', 'Dayo'],
    answer: 'Chidi',
  },
  {
    id: 'fortyFive',
    group: 'logic',
    question:
      'Five students ran a race and no two finished together. Emeka finished first and Ngozi finished last. Tunde finished after Kola but before Amina. Who finished third?',
    image: NO_IMAGE,
    options: ['Amina', 'Emeka', 'Kola', 'Tunde'],
    answer: 'Tunde',
  },
  {
    id: 'fortySix',
    group: 'logic',
    question:
      'In a code, each letter is replaced by the next letter of the alphabet, so CAT is written as DBU. How is DOG written in this code?',
    image: NO_IMAGE,
    options: ['CNF', 'EPG', 'EPH', 'FQI'],
    answer: 'EPH',
  },
  {
    id: 'fortySeven',
    group: 'logic',
    question: 'In a code, LAGOS is written as SOGAL. How is ABUJA written in the same code?',
    image: NO_IMAGE,
    options: ['AJBUA', 'AJUBA', 'AUJBA', 'BAUJA'],
    answer: 'AJUBA',
  },
  {
    id: 'fortyEight',
    group: 'logic',
    question: 'Which number is the odd one out? 81, 25, 49, 63',
    image: NO_IMAGE,
    options: ['81', '25', '49', '63'],
    answer: '63',
  },
  {
    id: 'fortyNine',
    group: 'logic',
    question: 'Which word is the odd one out? Mango, Orange, Pawpaw, Carrot',
    image: NO_IMAGE,
    options: ['Mango', 'Orange', 'Pawpaw', 'Carrot'],
    answer: 'Carrot',
  },
  {
    id: 'fifty',
    group: 'logic',
    question:
      'Amina walks 5 km north, turns right and walks 3 km, then turns right again and walks 5 km. Where is she now compared with her starting point?',
    image: NO_IMAGE,
    options: ['3 km east', '3 km west', '5 km south', '13 km north'],
    answer: '3 km east',
  },
  {
    id: 'fiftyOne',
    group: 'logic',
    question:
      'Tunde faces north. He turns 90° clockwise, then turns 180°, then turns 90° anticlockwise. Which direction does he face now?',
    image: NO_IMAGE,
    options: ['North', 'South', 'East', 'West'],
    answer: 'South',
  },
  {
    id: 'fiftyTwo',
    group: 'logic',
    question:
      'Chidi, Funmi and Musa each own exactly one pet: a cat, a dog or a parrot, and no two own the same kind. Funmi owns the parrot. Chidi does not own the dog. Who owns the dog?',
    image: NO_IMAGE,
    options: ['Chidi', 'Funmi', 'Musa', 'It cannot be worked out'],
    answer: 'Musa',
  },
  {
    id: 'fiftyThree',
    group: 'logic',
    question:
      'If it rains, the football match is cancelled. The match was not cancelled. What can you conclude for certain?',
    image: NO_IMAGE,
    options: ['It rained', 'It did not rain', 'The match was played indoors', 'Nothing can be concluded'],
    answer: 'It did not rain',
  },
  {
    id: 'fiftyFour',
    group: 'logic',
    question: 'Which letter comes next in the series? A, C, F, J, O, ?',
    image: NO_IMAGE,
    options: ['S', 'T', 'U', 'V'],
    answer: 'U',
  },
  {
    id: 'fiftyFive',
    group: 'logic',
    question: "Kunle's father is the only son of Mr Bello's father. How is Mr Bello related to Kunle?",
    image: NO_IMAGE,
    options: ['He is his father', 'He is his grandfather', 'He is his uncle', 'He is his brother'],
    answer: 'He is his father',
  },
];
