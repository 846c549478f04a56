-- Over windows through the shell: each employee's salary beside the running total of the department's salaries,
-- highest first (ties share a total), with the Table API as the seed writes it and with SQL.
CREATE TABLE employees (id INT, name STRING, department STRING, salary INT)
WITH ('connector' = 'filesystem', 'path' = 'data/employees.csv', 'format' = 'csv');

employees.window(Over.partitionBy('department').orderBy('salary.desc').preceding('UNBOUNDED_RANGE').following('CURRENT_RANGE').as('w')).select('name, salary, salary.sum over w');

select name, department, rank() over (partition by department order by salary desc) as salary_rank,
       salary - avg(salary) over (partition by department) as above_average
from employees;
