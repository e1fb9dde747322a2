// jest-dom's matcher types (toBeInTheDocument …) for the shell's tests.
import '@testing-library/jest-dom';
